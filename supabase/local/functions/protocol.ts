// Messages between the functions gateway (main thread) and the functions worker.

export interface InvokeMessage {
  id: number
  file: string
  mtime: number
  method: string
  url: string
  headers: Array<[string, string]>
  body: ArrayBuffer | null
  clientIp: string
}

export type ResultMessage =
  | {
      id: number
      kind: 'response'
      status: number
      statusText: string
      headers: Array<[string, string]>
      body: ArrayBuffer
    }
  | { id: number; kind: 'boot_error' | 'error'; message: string }
