// Vite's `?raw` imports: a file's text, for the raw mail fixtures in test/fixtures/mail.
declare module '*?raw' {
  const text: string;
  export default text;
}
