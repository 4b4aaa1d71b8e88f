// Chooses the material family a screen shows (the price book, the stock facts): a GET form, so it
// works without script, standing outside the screen's own save form.
import { materialFamilies, type MaterialFamilyId } from '../../shared/material-families';

export function FamilyPicker({ action, id, family }: { action: string; id: string; family: MaterialFamilyId }) {
  return (
    <form method="get" action={action} className="facts-form stock-family">
      <label htmlFor={id}>Family</label>
      <select id={id} name="family" defaultValue={family}>
        {materialFamilies.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit">Show its sizes</button>
    </form>
  );
}
