// One device's network for the chaos test, at the two seams supabase-js uses: fetch (REST) and
// the realtime WebSocket. While the device is offline a request fails like a dead connection and
// its sockets are cut, and an answer on its way is lost; while online, realtime change frames are
// dropped at random (seeded).
import WebSocket from 'ws'
import type { Rand } from '../backend/fuzz/random.ts'

const onmessage = Object.getOwnPropertyDescriptor(WebSocket.prototype, 'onmessage')!

export class ChaosNet {
  private offline = false
  private readonly sockets = new Set<WebSocket>()
  private readonly rand: Rand
  private readonly dropRate: number
  framesDropped = 0
  framesSeen = 0
  answersLost = 0

  constructor(rand: Rand, dropRate: number) {
    this.rand = rand
    this.dropRate = dropRate
  }

  get isOnline(): boolean {
    return !this.offline
  }

  /** The network goes away: requests fail, open sockets are cut. */
  drop(): void {
    this.offline = true
    for (const s of this.sockets) s.terminate()
  }

  restore(): void {
    this.offline = false
  }

  /** A request in flight when the network drops may have reached the server: its answer is
   * lost all the same (the push must then recognise its own write, SYNC-PUSH-2). */
  readonly fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (this.offline) throw new TypeError('fetch failed')
    const res = await fetch(input, init)
    if (this.offline) {
      this.answersLost += 1
      throw new TypeError('fetch failed')
    }
    return res
  }) as typeof fetch

  /** A realtime transport for supabase-js: `ws` with this device's cuts and frame drops. */
  transport(): typeof WebSocket {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the socket class needs the net
    const net = this
    class ChaosSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols)
        net.sockets.add(this)
        this.on('close', () => net.sockets.delete(this))
        if (net.offline) this.terminate()
        Object.defineProperty(this, 'onmessage', {
          get: () => onmessage.get!.call(this) as unknown,
          set: (fn: ((ev: WebSocket.MessageEvent) => void) | null) =>
            onmessage.set!.call(this, fn && ((ev: WebSocket.MessageEvent) => net.deliver(ev, fn))),
        })
      }
    }
    // Realtime only ever calls `new transport(url, protocols)`.
    return ChaosSocket as unknown as typeof WebSocket
  }

  private deliver(ev: WebSocket.MessageEvent, fn: (ev: WebSocket.MessageEvent) => void): void {
    const data = typeof ev.data === 'string' ? ev.data : Buffer.from(ev.data as never).toString()
    // Only change events are dropped: channel control frames keep the channel itself alive.
    if (data.includes('"postgres_changes"')) {
      this.framesSeen += 1
      if (this.rand() < this.dropRate) {
        this.framesDropped += 1
        return
      }
    }
    fn(ev)
  }
}
