import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { setLiveDataRuntimeFactory } from "../../src/data/DataProvider";
import { setAuthRuntimeLoader } from "../../src/runtime/authRuntimeStore";

afterEach(() => {
  cleanup();
  // Stops the auth runtime a test started, and restores the real loader.
  setAuthRuntimeLoader(null);
  setLiveDataRuntimeFactory(null);
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});
