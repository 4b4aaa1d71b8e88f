import type { NamedNote } from '../../content/types';

/** A card of named notes: the grades, or the finishes, with what each is for. */
export function NoteList({ title, items }: { title: string; items: NamedNote[] }) {
  return (
    <div className="card">
      <h3>{title}</h3>
      <dl className="notes">
        {items.map((item) => (
          <div key={item.name} className="notes__row">
            <dt>{item.name}</dt>
            <dd>{item.note}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
