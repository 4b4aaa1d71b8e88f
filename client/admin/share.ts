// Dashboard: Copy and Share buttons (the Team screen's invitation link; served as /admin-share.js).
// Both are hidden in the page and shown here only when the browser can do them; without script the
// page's plain links to WhatsApp and Viber remain.
const outcome = document.querySelector('[data-share-outcome]');
const say = (words: string) => {
  if (outcome) outcome.textContent = words;
};

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy-from]')) {
  const field = document.getElementById(button.dataset.copyFrom ?? '');
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !navigator.clipboard) continue;
  button.hidden = false;
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(field.value);
      say('Copied. Paste it into a message to them.');
    } catch {
      field.select();
      say('Could not copy here: the link is selected, copy it with your phone’s menu.');
    }
  });
}

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-share-text]')) {
  // Absent in some browsers although TypeScript's DOM types always declare it.
  if (!('share' in navigator)) continue;
  button.hidden = false;
  button.addEventListener('click', async () => {
    try {
      await navigator.share({ text: button.dataset.shareText });
    } catch (error) {
      if ((error as Error | undefined)?.name !== 'AbortError') say('Could not open sharing here: copy the link instead.');
    }
  });
}
