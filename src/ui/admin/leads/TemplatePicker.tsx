// "Start from" a reply template: a GET back to the lead page that fills the reply box with the
// template's words, so choosing one needs no script.
export function TemplatePicker({
  action,
  id,
  name,
  selected,
  templates,
}: {
  /** The lead page with the reply box's anchor. */
  action: string;
  id: string;
  /** The query parameter the lead page reads the chosen template from. */
  name: string;
  selected: string | null;
  templates: readonly { id: string; label: string }[];
}) {
  return (
    <form method="get" action={action} className="inline-form">
      <label htmlFor={id}>Start from</label>
      <select id={id} name={name} defaultValue={selected ?? ''}>
        {templates.map((template) => (
          <option key={template.id} value={template.id}>
            {template.label}
          </option>
        ))}
      </select>
      <button type="submit">Use template</button>
    </form>
  );
}
