// Dashboard, every page (served as /admin-unsaved.js): no typing is lost.
// - Leaving a page while a form that saves (method="post") holds edits not yet sent asks first (the
//   browser's own "Leave site?" dialog). A form counts as edited only while a field differs from
//   what the page came with, so typing and deleting it again does not ask.
// - What is typed into a text box (and every field of a form marked data-keep-draft) is kept in this
//   browser until the form is sent, and put back when the owner comes back to the page: a phone that
//   drops the page, a call that takes over the screen, a tap on the wrong link.
// - A page that comes back with errors moves to the first wrong field, not the top of the form.
// - After a form is sent, the page that comes back opens where the owner was.

/** The form controls that carry a value (an <output> or <fieldset> carries none worth keeping). */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const draftPrefix = 'dashboard-draft:';
const scrollKey = 'dashboard-scroll';
/** A draft older than this is stale (a reply long since sent from another phone). */
const draftLifetimeMs = 7 * 24 * 60 * 60 * 1000;
/** The scroll position is put back only on the page that the send came back to, straight away. */
const scrollLifetimeMs = 30 * 1000;
const keptInputTypes = ['text', 'tel', 'email', 'number', 'date', 'url', ''];

const savingForms = [...document.querySelectorAll('form')].filter((form) => form.method === 'post' && !form.hasAttribute('data-no-guard'));

const controls = (form: HTMLFormElement) =>
  [...form.elements].filter(
    (field): field is Control =>
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement,
  );

function isEdited(field: Control) {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field.type === 'file') return (field.files?.length ?? 0) > 0;
  if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
  if (field.type === 'hidden' || field.type === 'submit' || field.type === 'button') return false;
  return field.value !== field.defaultValue;
}
const formIsEdited = (form: HTMLFormElement) => controls(form).some((field) => field.name && isEdited(field));

const keptFields = (form: HTMLFormElement) =>
  controls(form).filter(
    (field): field is HTMLInputElement | HTMLTextAreaElement =>
      Boolean(field.name) &&
      (field instanceof HTMLTextAreaElement ||
        (form.hasAttribute('data-keep-draft') && field instanceof HTMLInputElement && keptInputTypes.includes(field.type))),
  );
const draftKey = (form: HTMLFormElement) => `${draftPrefix}${location.pathname}|${form.getAttribute('action') ?? ''}`;

function readDraft(form: HTMLFormElement): Record<string, unknown> | undefined {
  try {
    const draft = JSON.parse(localStorage.getItem(draftKey(form)) ?? 'null');
    if (!draft || typeof draft !== 'object' || Date.now() - draft.savedAt > draftLifetimeMs) return undefined;
    return draft.values;
  } catch {
    return undefined;
  }
}
function writeDraft(form: HTMLFormElement) {
  const values: Record<string, string> = {};
  for (const field of keptFields(form)) if (isEdited(field)) values[field.name] = field.value;
  try {
    if (Object.keys(values).length === 0) localStorage.removeItem(draftKey(form));
    else localStorage.setItem(draftKey(form), JSON.stringify({ savedAt: Date.now(), values }));
  } catch {
    // Storage full or refused (a private window): the leave warning still guards the typing.
  }
}

let sending = false;
for (const form of savingForms) {
  const draft = readDraft(form);
  if (draft) {
    let restored = false;
    for (const field of keptFields(form)) {
      // Only into a field the page left as it came: what the server sent back (an error page with
      // the owner's own words) is newer than the draft.
      const kept = Object.hasOwn(draft, field.name) ? draft[field.name] : undefined;
      if (typeof kept === 'string' && !isEdited(field)) {
        field.value = kept;
        restored = true;
      }
    }
    if (restored) {
      const note = document.createElement('p');
      note.className = 'draft-restored';
      note.setAttribute('role', 'status');
      note.textContent = 'Put back what you typed here before. It is not saved until you send it.';
      form.prepend(note);
    }
  }
  form.addEventListener('input', () => writeDraft(form));
  form.addEventListener('change', () => writeDraft(form));
  form.addEventListener('submit', () => {
    sending = true;
    try {
      localStorage.removeItem(draftKey(form));
    } catch {
      // nothing kept, nothing to remove
    }
    sessionStorage.setItem(scrollKey, JSON.stringify({ path: location.pathname, y: Math.round(window.scrollY), at: Date.now() }));
  });
}

window.addEventListener('beforeunload', (event) => {
  if (!sending && savingForms.some(formIsEdited)) event.preventDefault();
});
// Back from another page in the browser's cache: the form is as it was, and may be sent again.
window.addEventListener('pageshow', () => {
  sending = false;
});

const firstWrong = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
if (firstWrong) {
  const target = firstWrong.matches('input, select, textarea, button')
    ? firstWrong
    : (firstWrong.querySelector<HTMLElement>('input, select, textarea') ?? firstWrong);
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
} else {
  try {
    const saved = JSON.parse(sessionStorage.getItem(scrollKey) ?? 'null');
    sessionStorage.removeItem(scrollKey);
    if (saved && saved.path === location.pathname && Date.now() - saved.at < scrollLifetimeMs) window.scrollTo(0, saved.y);
  } catch {
    sessionStorage.removeItem(scrollKey);
  }
}
