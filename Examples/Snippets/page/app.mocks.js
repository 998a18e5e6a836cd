// The showcase's generated mocks, where the snippet imports them from.
export { installMocks } from "../../Showcase/app.mocks.js";
