// Shared setup for unit tests (jsdom). Keep it small: tests should set up what they use.
export {}
