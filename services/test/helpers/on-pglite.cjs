// The PGlite project of jest.both-engines.config.cjs: this test file's process sees no
// DATABASE_URL, so its databases are embedded (jest gives each test file a copy of process.env).
delete process.env.DATABASE_URL;
