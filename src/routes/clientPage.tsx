import { type ComponentType, lazy, Suspense } from "react";
import { loadAuthRuntime } from "../runtime/authRuntimeStore";
import { LoadingView } from "../ui/LoadingView";

/**
 * A page of the auth or dashboard area: its chunk, the app gate and the auth
 * runtime load together (never on public pages), and until all three are
 * there, and auth has loaded, the full-height spinner shows.
 */
export function clientPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  const Gated = lazy(async () => {
    const [pages, { AppGate }] = await Promise.all([
      load(),
      import("./gate/AppGate"),
      loadAuthRuntime(),
    ]);
    const Page: ComponentType = pages[name];
    function GatedPage() {
      return (
        <AppGate>
          <Page />
        </AppGate>
      );
    }
    return { default: GatedPage };
  });
  function ClientPage() {
    return (
      <Suspense fallback={<LoadingView fullHeight />}>
        <Gated />
      </Suspense>
    );
  }
  ClientPage.displayName = `ClientPage(${name})`;
  return ClientPage;
}
