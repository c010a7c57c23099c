// The API's tests each boot an in-memory database; on a busy two-core machine that can take longer than
// jest's default 5 s. `testTimeout` is a global option that jest ignores inside a project, so the API's
// project raises it here.
jest.setTimeout(30_000);
