import { z } from "zod";

// In the browser the Content-Security-Policy allows no eval, and zod's probe for its compiled
// parsers (new Function) would be refused and reported on every page that validates a form.
// The server keeps the compiled parsers.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
