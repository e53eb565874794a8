// The functions worker: its own thread and module graph (so test runners that rewrite
// imports do not see the functions), the Deno shim with the host's env, the npm: hooks. Runs
// one request per message and answers with the buffered response.
import { parentPort, workerData } from 'node:worker_threads'
import { installDenoShim } from './deno-shim.ts'
import { BootError, loadFunction } from './loader.ts'
import { installNpmHooks } from './npm-hooks.ts'
import type { InvokeMessage, ResultMessage } from './protocol.ts'

installDenoShim({ ...(workerData as { env: Record<string, string> }).env })
installNpmHooks()

const port = parentPort
if (!port) throw new Error('the functions worker must run in a worker thread')

async function run(msg: InvokeMessage): Promise<ResultMessage> {
  let handler
  try {
    handler = await loadFunction(msg.file, msg.mtime)
  } catch (error) {
    const message = error instanceof BootError ? error.message : String(error)
    return { id: msg.id, kind: 'boot_error', message }
  }
  try {
    const request = new Request(msg.url, {
      method: msg.method,
      headers: msg.headers,
      ...(msg.body ? { body: msg.body } : {}),
    })
    const response = await handler(request, {
      remoteAddr: { transport: 'tcp', hostname: msg.clientIp, port: 0 },
      completed: Promise.resolve(),
    })
    if (!(response instanceof Response))
      throw new TypeError('the handler did not return a Response')
    const body = await response.arrayBuffer()
    return {
      id: msg.id,
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body,
    }
  } catch (error) {
    console.error('[functions] handler threw:', error)
    return {
      id: msg.id,
      kind: 'error',
      message: error instanceof Error ? error.message : String(error),
    }
  }
}

port.on('message', (msg: InvokeMessage) => {
  void run(msg).then((result) => {
    const transfer = result.kind === 'response' ? [result.body] : []
    port.postMessage(result, transfer)
  })
})
