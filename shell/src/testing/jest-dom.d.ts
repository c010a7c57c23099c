// The jest-dom matchers are installed for every test by the shared jest set-up; this gives tsc their types.
/// <reference types="@testing-library/jest-dom" />
