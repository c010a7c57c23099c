// Operator sign-in loads only when its route is opened, with its strings (the page module adds them).
export { OperatorAuthPage } from '../operator/OperatorAuthPage';
