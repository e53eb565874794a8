// Upstream's src/tracing registers the OpenTelemetry trace-context extractor on import; the
// published package's 'tracing' entry point does the same.
import '@supabase/supabase-js/tracing'
