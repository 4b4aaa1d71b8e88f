/** Marks illustrative content until the owner replaces it with real, permission-cleared items. */
export function SampleNote({ text }: { text: string }) {
  return (
    <p className="sample-note" role="note">
      {text}
    </p>
  );
}
