// The upstream test imports the client from its package's source ('../src/index'); here that is
// the published package this project ships, so the test checks the client the app really uses.
export * from '@supabase/supabase-js'
