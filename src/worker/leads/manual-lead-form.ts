// The Add lead form as posted (no script: plain fields, quote lines as numbered rows, files in
// the same multipart body) read into the manual lead's schema, its lines held to the catalogue
// and its files to the drawings' rules, with a message per field for the form shown again.
import { catalogueFamilies } from '../../content/catalogue/all-families';
import { materialFamilies, materialFinishIds } from '../../shared/catalogue';
import { lineFields, manualLeadSchema, type LineValues, type ManualLead, type ManualLeadValues } from '../../shared/manual-lead';
import { quoteLineLimits } from '../../shared/quote-line';
import { typedQuantity } from '../../shared/typed-quantity';
import { lineIssueMessage, type QuoteLineRequest } from '../../shared/quote-lines';
import { maxAttachments, uploadExtension, uploadProblem, type UploadExtension } from '../../shared/upload-rules';
import { sanitiseFileName } from '../storage/drawing-store';
import { matchesSignature, signatureBytes } from '../storage/file-signature';

export interface AcceptedFile {
  name: string;
  extension: UploadExtension;
  file: File;
}

export type ManualLeadForm =
  { ok: true; lead: ManualLead; files: AcceptedFile[]; values: ManualLeadValues } | { ok: false; values: ManualLeadValues };

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The line rows with anything typed in, in the form's order: an untouched spare row is no line. */
function lineRows(form: FormData): LineValues[] {
  const rows = new Map<number, LineValues>();
  for (const name of form.keys()) {
    const match = /^lines\.(\d{1,3})\.(\w+)$/.exec(name);
    if (!match || !(lineFields as readonly string[]).includes(match[2]!)) continue;
    const index = Number(match[1]);
    if (!rows.has(index))
      rows.set(index, Object.fromEntries(lineFields.map((field) => [field, text(form.get(`lines.${index}.${field}`))])) as LineValues);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => row)
    .filter((row) => [row.item, row.quantity, row.note].some((value) => value.trim() !== ''));
}

const lineInput = (row: LineValues) => ({
  family: row.family,
  item: row.item,
  grade: row.grade,
  finish: row.finish || undefined,
  quantity: typedQuantity(row.quantity),
  unit: row.unit,
  note: row.note,
});

const labelOf = (options: readonly { id: string; label: string }[], id: string) => options.find((option) => option.id === id)?.label ?? id;

/** Why a line the schema accepted is not in the catalogue, or null: the size in its family, its grade and finish in that size's table. */
function catalogueProblem(line: QuoteLineRequest): string | null {
  const family = catalogueFamilies.find((candidate) => candidate.id === line.family)!;
  const table = family.tables.find((candidate) => candidate.rows.some((row) => row.item === line.item));
  const familyName = labelOf(materialFamilies, line.family);
  if (!table) return `“${line.item}” is not a size of ${familyName} in the catalogue: pick one from the list.`;
  if (!table.grades.includes(line.grade)) return `${table.title} comes in ${table.grades.join(', ')}, not ${line.grade}.`;
  if (line.finish && !table.finishes.includes(line.finish)) {
    return `${table.title} comes in ${table.finishes.map((finish) => labelOf(materialFinishIds, finish)).join(', ')}; or leave the finish empty.`;
  }
  return null;
}

/** Each chosen file held to the drawings' rules, its first bytes included; the message for the files field, or the files. */
async function checkedFiles(form: FormData): Promise<AcceptedFile[] | string> {
  // A file input left empty posts one part with no name and no bytes.
  const files = form.getAll('files').filter((entry): entry is File => typeof entry !== 'string' && (entry.name !== '' || entry.size > 0));
  if (files.length > maxAttachments) return `Attach at most ${maxAttachments} files; you chose ${files.length}.`;
  const accepted: AcceptedFile[] = [];
  for (const file of files) {
    const name = sanitiseFileName(file.name) || 'attachment';
    const problem = uploadProblem({ name, size: file.size });
    if (problem) return problem;
    const extension = uploadExtension(name)!;
    if (!matchesSignature(extension, new Uint8Array(await file.slice(0, signatureBytes).arrayBuffer()))) {
      return `${name} does not look like a real .${extension} file, so it was not attached.`;
    }
    accepted.push({ name, extension, file });
  }
  return accepted;
}

export async function readManualLeadForm(form: FormData, newFormId: string): Promise<ManualLeadForm> {
  // Field names are the poster's: an own entry each (fromEntries), so `__proto__` is a field like any other.
  const fields: Record<string, string> = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !entry[0].startsWith('lines.')),
  );
  const formId = /^[0-9a-f-]{36}$/.test(fields.formId ?? '') ? fields.formId! : newFormId;
  const lines = lineRows(form);
  const parsed = manualLeadSchema.safeParse({ ...fields, lines: lines.map(lineInput), sendReceipt: fields.sendReceipt === 'on' });
  const errors: Record<string, string> = {};
  const addError = (key: string, message: string) => (errors[key] ??= message);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [field, line] = issue.path;
    if (field === 'lines' && typeof line === 'number') addError(`lines.${line}`, lineIssueMessage(issue.path, issue.message));
    else if (typeof field === 'string') addError(field, issue.message);
  }
  if (parsed.success) {
    parsed.data.lines.forEach((line, index) => {
      const problem = catalogueProblem(line);
      if (problem) addError(`lines.${index}`, lineIssueMessage(['lines', index], problem));
    });
  }
  if (lines.length > quoteLineLimits.lines) lines.length = quoteLineLimits.lines;
  const files = await checkedFiles(form);
  if (typeof files === 'string') errors.files = files;
  const values = { formId, fields, lines, errors };
  if (!parsed.success || typeof files === 'string' || Object.keys(errors).length > 0) {
    // A browser never fills a file input in again.
    if (Array.isArray(files) && files.length > 0) errors.files = 'Choose the files again: a form shown again cannot keep them.';
    return { ok: false, values };
  }
  return { ok: true, lead: parsed.data, files, values };
}
