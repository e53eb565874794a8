// The signature on every webhook delivery: HMAC-SHA256 with the webhook's secret over
// "<unix seconds>.<body>", sent as `CraftLink-Signature: t=<unix seconds>,v1=<hex>` so a receiver
// can check both who sent it and that it is recent (replays carry an old timestamp).
const encoder = new TextEncoder()

export async function webhookSignature(
  secret: string,
  timestamp: number,
  body: string,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`))
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('')
}

export async function signatureHeader(
  secret: string,
  timestamp: number,
  body: string,
): Promise<string> {
  return `t=${timestamp},v1=${await webhookSignature(secret, timestamp, body)}`
}
