// No compiled validators: zod would otherwise probe `new Function` once, as it builds its first
// object schema, which the page's Content-Security-Policy (no 'unsafe-eval') refuses and reports
// as a violation. The worker cannot eval either. Imported first by every module that builds the
// browser's schemas (the quote form's), before any schema is built.
import * as z from 'zod';

z.config({ jitless: true });
