// Provided by build/sync-worker.ts: the URL of the sync worker's module entry in this build.
declare module 'virtual:craftlink/sync-worker-url' {
  const url: string
  export default url
}
