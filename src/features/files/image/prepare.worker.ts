// The photo preparation worker: decoding a 12-megapixel photo and encoding it again take a
// few hundred milliseconds, which on the page would freeze scrolling and typing. One job at a
// time (the page queues them), each message checked against the shared schema.
import { jobRequestSchema, type JobResponse } from './photo-job.ts'
import { PhotoError } from './photo-error.ts'
import { runPhotoJob } from './run-photo-job.ts'

const scope = self as unknown as {
  postMessage(message: JobResponse): void
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void
}

async function handle(data: unknown): Promise<JobResponse> {
  const request = jobRequestSchema.safeParse(data)
  const id = (data as { id?: unknown } | null)?.id
  if (!request.success) {
    return {
      id: typeof id === 'number' ? id : -1,
      ok: false,
      code: null,
      message: `Malformed photo job: ${request.error.message}`,
    }
  }
  try {
    return { id: request.data.id, ok: true, photo: await runPhotoJob(request.data.job) }
  } catch (error) {
    const code = error instanceof PhotoError ? error.code : null
    return { id: request.data.id, ok: false, code, message: (error as Error).message }
  }
}

scope.addEventListener('message', (event) => {
  void handle(event.data).then((response) => scope.postMessage(response))
})
