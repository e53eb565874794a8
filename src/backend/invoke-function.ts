// Calls an edge function the way the app's supabase-js client does, with the same result shape
// and error names (functions-errors.ts), but as a plain request while a visitor has no session
// and supabase-js is not loaded (visitor-http.ts).
import { getSupabase } from './supabase-client.ts'
import { isVisitorWithoutClient, readBody, visitorPost } from './visitor-http.ts'

export interface InvokeOptions {
  body: Record<string, unknown>
  timeout?: number
}

export type InvokeResult<T> = { data: T; error: null } | { data: null; error: Error }

function namedError(name: string, message: string, context?: Response): Error {
  return Object.assign(new Error(message), { name }, context ? { context } : {})
}

export async function invokeFunction<T>(
  name: string,
  options: InvokeOptions,
): Promise<InvokeResult<T>> {
  if (!isVisitorWithoutClient()) {
    const client = await getSupabase()
    return (await client.functions.invoke<T>(name, options)) as InvokeResult<T>
  }
  let response: Response
  try {
    response = await visitorPost(`/functions/v1/${name}`, options.body, options.timeout)
  } catch (error) {
    return { data: null, error: namedError('FunctionsFetchError', (error as Error).message) }
  }
  if (response.headers.get('x-relay-error') === 'true') {
    return { data: null, error: namedError('FunctionsRelayError', 'Relay Error', response) }
  }
  if (!response.ok) {
    return {
      data: null,
      error: namedError(
        'FunctionsHttpError',
        `Edge Function returned ${response.status}`,
        response,
      ),
    }
  }
  return { data: (await readBody(response)) as T, error: null }
}
