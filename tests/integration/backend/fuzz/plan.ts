// A fuzz run: the seeded list of requests (85% REST, 15% Auth) and a raw HTTP sender that
// passes methods, paths and bodies through as generated (fetch would refuse or rewrite some).
import { request, type Agent } from 'node:http'
import { authRequest } from './auth.ts'
import { prng, type FuzzRequest, type Keys } from './random.ts'
import { restRequest } from './rest.ts'

export function fuzzPlan(seed: number, count: number, keys: Keys): FuzzRequest[] {
  const rand = prng(seed)
  return Array.from({ length: count }, (_, i) =>
    rand() < 0.85 ? restRequest(rand, keys) : authRequest(rand, keys, i),
  )
}

export function send(
  baseUrl: string,
  req: FuzzRequest,
  agent: Agent,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const out = request(
      `${baseUrl}${req.path}`,
      { method: req.method, headers: req.headers, agent },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        )
      },
    )
    out.on('error', reject)
    out.end(req.body)
  })
}
