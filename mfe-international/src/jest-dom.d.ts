// Gives the test files the jest-dom matchers (toBeInTheDocument, toHaveValue, ...).
/// <reference types="@testing-library/jest-dom" />
