// Edge function entry (Supabase convention): the handler lives in handler.ts.
import { handler } from './handler.ts'

Deno.serve(handler)
