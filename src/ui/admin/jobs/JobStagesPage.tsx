// /admin/jobs/stages: the owner's stage lists, one form per kind of job: each stage's name, its
// place in the order, whether the customer is told when a job reaches it; a stage added or removed.
// Keys never change (jobs and events store them); "Delivered or picked up" stays last.
import { AdminDocument } from '../AdminDocument';
import { adminPaths } from '../../../shared/admin-paths';

interface StageRow {
  key: string;
  label: string;
  customerFacing: boolean;
  /** The last stage ('delivered') keeps its place and cannot be removed. */
  fixed: boolean;
}

export interface StageListForm {
  kind: string;
  label: string;
  stages: StageRow[];
  changed: string | null;
  error?: string;
}

export interface JobStagesView {
  lists: StageListForm[];
  done?: string;
}

export function JobStagesPage({ view }: { view: JobStagesView }) {
  return (
    <AdminDocument title="Job stages" current="job-stages">
      <p>
        <a href={adminPaths.jobs}>← Jobs</a>
      </p>
      <h1>Job stages</h1>
      <p className="muted">
        The stages a job goes through, in order. On a stage marked “Tell the customer”, the customer is emailed (and sent an SMS when they
        gave a mobile) with the link to their order page, never at night; their page lists those stages.
      </p>
      {view.done && (
        <p className="notice notice--done" role="status">
          {view.done}
        </p>
      )}
      {view.lists.map((list) => (
        <form key={list.kind} method="post" action={adminPaths.jobStageList(list.kind)} className="panel" id={`stages-${list.kind}`}>
          <h2>{list.label}</h2>
          {list.changed && <p className="muted">{list.changed}</p>}
          {list.error && (
            <p className="notice notice--warning" role="alert">
              {list.error}
            </p>
          )}
          <ol className="stage-rows">
            {list.stages.map((stage, index) => (
              <li key={stage.key}>
                <input type="hidden" name={`key${index}`} value={stage.key} />
                <label htmlFor={`${list.kind}-label${index}`}>Name</label>
                <input id={`${list.kind}-label${index}`} name={`label${index}`} defaultValue={stage.label} required maxLength={60} />
                <div className="stage-rows__options">
                  {!stage.fixed && (
                    <label>
                      {'Place '}
                      <input
                        name={`position${index}`}
                        type="number"
                        min={1}
                        max={15}
                        defaultValue={index + 1}
                        className="stage-rows__place"
                      />
                    </label>
                  )}
                  <label>
                    <input type="checkbox" name={`facing${index}`} value="yes" defaultChecked={stage.customerFacing} /> Tell the customer
                  </label>
                  {!stage.fixed && (
                    <label>
                      <input type="checkbox" name={`remove${index}`} value="yes" /> Remove
                    </label>
                  )}
                </div>
              </li>
            ))}
          </ol>
          <fieldset>
            <legend>Add a stage (optional)</legend>
            <label htmlFor={`${list.kind}-newLabel`}>Name</label>
            <input id={`${list.kind}-newLabel`} name="newLabel" maxLength={60} />
            <div className="stage-rows__options">
              <label>
                {'Place '}
                <input name="newPosition" type="number" min={1} max={15} defaultValue={list.stages.length} className="stage-rows__place" />
              </label>
              <label>
                <input type="checkbox" name="newFacing" value="yes" /> Tell the customer
              </label>
            </div>
          </fieldset>
          <button type="submit" className="primary">{`Save the ${list.label.toLowerCase()} stages`}</button>
        </form>
      ))}
    </AdminDocument>
  );
}
