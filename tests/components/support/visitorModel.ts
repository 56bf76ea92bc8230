import { assign, type SnapshotFrom, setup } from "xstate";

/**
 * What a visitor sees of the auth and guard machines, as a small pure model
 * (no actors, no delays, so `@xstate/graph` walks it as it is): whether they
 * are signed out, signing in, at the second-factor step or signed in, times
 * where they are (a public page, `/login`, `/signup`, a dashboard page), and
 * the URL the browser shows. appModel.test.tsx drives the real app along
 * paths generated from it and checks the app against `expectedView` at
 * every step. Each transition names the SPEC rule it stands for.
 *
 * The URL rules are written out from SPEC §2 here, not taken from the app's
 * `decideRoute`, so the model checks the app rather than repeating it.
 */

export const PUBLIC_PAGE = "/about";
export const LOGIN = "/login";
export const SIGNUP = "/signup";
export const DASHBOARD_HOME = "/dashboard";
/** A dashboard page other than the index, to see `redirect` carried through sign-in. */
export const DASHBOARD_PAGE = "/dashboard/profile";
/** Where a sign-up lands (issue 4): the setup's first step, with its welcome. */
export const SETUP_WELCOME = "/dashboard/setup/contacts?welcome=true";
/** SPEC §2: a dashboard route without a session goes to /login with the path as `redirect`. */
export const LOGIN_FOR_DASHBOARD_PAGE = `${LOGIN}?redirect=${DASHBOARD_PAGE}`;

/** SPEC §2: /login's `redirect` search parameter (the first value when several are given). */
export function redirectOf(url: string): string | null {
  const search = url.includes("?") ? url.slice(url.indexOf("?")) : "";
  return new URLSearchParams(search).getAll("redirect")[0] ?? null;
}

export interface VisitorContext {
  /** Where the browser is: path and search. */
  readonly url: string;
}

/**
 * What the visitor does, and what the scripted auth transport answers. The
 * test's driver turns each into real input: history pushes, form fills and
 * clicks, answers to pending calls, storage and visibility events.
 */
export type VisitorEvent =
  /** Opens the public page with nothing stored. */
  | { readonly type: "open.public" }
  /** Opens a dashboard page with a stored session that expires within the refresh margin. */
  | { readonly type: "open.dashboardStored" }
  | { readonly type: "visit.public" }
  | { readonly type: "visit.login" }
  | { readonly type: "visit.signup" }
  | { readonly type: "visit.dashboard" }
  /** Fills in e-mail and password and presses Sign in; the answer is left pending. */
  | { readonly type: "signIn.submit" }
  | { readonly type: "answer.session" }
  /** The account has a verified TOTP factor: an aal1 session. */
  | { readonly type: "answer.factor" }
  | { readonly type: "answer.wrongPassword" }
  /** Fills in the sign-up form; the account is created with a session. */
  | { readonly type: "signUp.submit" }
  /** Types the 6-digit code and presses Verify; the session becomes aal2. */
  | { readonly type: "code.submit" }
  /** "Use another account" at the code step; the server answers 401. */
  | { readonly type: "otherAccount" }
  /** The user button's menu, Logout; the server answers 401. */
  | { readonly type: "menu.logout" }
  /** Another tab signs out: the stored session is removed. */
  | { readonly type: "otherTab.signsOut" }
  /** The refresh (at start, or when the page comes back into view) succeeds. */
  | { readonly type: "refresh.ok" }
  /** The refresh fails with a non-retryable error (400 refresh_token_not_found). */
  | { readonly type: "refresh.rejected" };

export const visitorModel = setup({
  types: {
    context: {} as VisitorContext,
    events: {} as VisitorEvent,
  },
  guards: {
    awayFromDashboardPage: ({ context }) => context.url !== DASHBOARD_PAGE,
    loginHasRedirect: ({ context }) => redirectOf(context.url) !== null,
  },
  actions: {
    /** Nothing the visitor sees changes (a named action, so the graph explores the transition). */
    sessionRenewed: () => {},
    atPublicPage: assign({ url: PUBLIC_PAGE }),
    atLogin: assign({ url: LOGIN }),
    atSignup: assign({ url: SIGNUP }),
    atDashboardHome: assign({ url: DASHBOARD_HOME }),
    atSetupWelcome: assign({ url: SETUP_WELCOME }),
    atDashboardPage: assign({ url: DASHBOARD_PAGE }),
    atLoginForDashboardPage: assign({ url: LOGIN_FOR_DASHBOARD_PAGE }),
    atRedirect: assign({ url: ({ context }) => redirectOf(context.url) ?? DASHBOARD_HOME }),
  },
}).createMachine({
  id: "visitor",
  context: { url: "" },
  initial: "closed",
  states: {
    closed: {
      on: {
        // §2 public routes need no session (the auth runtime is not even loaded).
        "open.public": { target: "signedOut.public", actions: "atPublicPage" },
        // §4 "A stored session is recovered on start. If expired or expiring within a margin,
        // it is refreshed." §2 "While loading, a full-height screen with a centred spinner
        // replaces the router."
        "open.dashboardStored": { target: "loading", actions: "atDashboardPage" },
      },
    },
    loading: {
      on: {
        // §4 the refresh succeeds; §2 guards act once loading is over: the page shows.
        "refresh.ok": "signedIn.dashboard",
        // §4 "A non-retryable refresh failure removes the session"; then §2 "/dashboard
        // requires a session": /login?redirect=<path>.
        "refresh.rejected": { target: "signedOut.login", actions: "atLoginForDashboardPage" },
      },
    },
    signedOut: {
      initial: "public",
      states: {
        public: {
          on: {
            // §2 /login and /signup are open to visitors.
            "visit.login": { target: "login", actions: "atLogin" },
            "visit.signup": { target: "signup", actions: "atSignup" },
            // §2 "/dashboard requires a session; otherwise /login with redirect = the path".
            "visit.dashboard": { target: "login", actions: "atLoginForDashboardPage" },
          },
        },
        login: {
          initial: "form",
          states: {
            form: {},
            // §8 auth errors: a wrong password is said beside the form, still signed out.
            rejected: {},
          },
          on: {
            // §2 public routes need no session.
            "visit.public": { target: "public", actions: "atPublicPage" },
            // §2 /signup is open to visitors.
            "visit.signup": { target: "signup", actions: "atSignup" },
            // §2 "/dashboard requires a session" (again).
            "visit.dashboard": { target: "login", actions: "atLoginForDashboardPage" },
            // §2 /login: e-mail and password.
            "signIn.submit": "#visitor.signingIn",
          },
        },
        signup: {
          on: {
            // §2 public routes need no session.
            "visit.public": { target: "public", actions: "atPublicPage" },
            // §2 /login is open to visitors.
            "visit.login": { target: "login", actions: "atLogin" },
            // §2 "/dashboard requires a session".
            "visit.dashboard": { target: "login", actions: "atLoginForDashboardPage" },
            // §4 SIGNED_IN after sign-up; issue 4: a sign-up lands on the setup's welcome
            // (/dashboard/setup redirects to its contacts step keeping the search, §2).
            "signUp.submit": { target: "#visitor.signedIn.dashboard", actions: "atSetupWelcome" },
          },
        },
      },
    },
    // The password request is under way: the button says so.
    signingIn: {
      on: {
        // §4 SIGNED_IN; §2 "/login redirects when a session exists": to its `redirect` (the
        // first value) when it has one, else to /dashboard.
        "answer.session": [
          { guard: "loginHasRedirect", target: "signedIn.dashboard", actions: "atRedirect" },
          { target: "signedIn.dashboard", actions: "atDashboardHome" },
        ],
        // §4 "aal1 becomes aal2 when a verified factor exists": aal1 first, the code step shows.
        "answer.factor": "mfa.login",
        // §8 auth errors (invalid_credentials): still signed out, the error beside the form.
        "answer.wrongPassword": "signedOut.login.rejected",
      },
    },
    // Signed in with aal1 and a verified factor: not signed in yet (guards and nav see a visitor).
    mfa: {
      initial: "login",
      states: {
        login: {
          on: {
            // §4 MFA_CHALLENGE_VERIFIED: aal2, signed in; §2 /login goes on to its `redirect`
            // when it has one, else to /dashboard.
            "code.submit": [
              {
                guard: "loginHasRedirect",
                target: "#visitor.signedIn.dashboard",
                actions: "atRedirect",
              },
              { target: "#visitor.signedIn.dashboard", actions: "atDashboardHome" },
            ],
            // §8 sign-out clears the local session even when the server answers 401; §2 "a
            // sign-out event sends the browser to the login route" (plain /login).
            otherAccount: { target: "#visitor.signedOut.login", actions: "atLogin" },
            // §2 public routes need no session; the second factor is still due.
            "visit.public": { target: "public", actions: "atPublicPage" },
            // §2 "/dashboard requires a session": aal1 with a factor due does not count.
            "visit.dashboard": { target: "login", actions: "atLoginForDashboardPage" },
          },
        },
        public: {
          on: {
            // §2 /login still asks for the code.
            "visit.login": { target: "login", actions: "atLogin" },
            // §2 "/dashboard requires a session".
            "visit.dashboard": { target: "login", actions: "atLoginForDashboardPage" },
          },
        },
      },
    },
    signedIn: {
      initial: "dashboard",
      on: {
        // §2 Logout signs out; §8 401 is ignored and the local session cleared; §2 "a sign-out
        // event sends the browser to the login route" (plain /login).
        "menu.logout": { target: "signedOut.login", actions: "atLogin" },
        // Issue 3: signing out in one tab signs out all; then §2 "to the login route".
        "otherTab.signsOut": { target: "signedOut.login", actions: "atLogin" },
        // §4 "automatic refresh runs while the page is visible": nothing the visitor sees changes.
        "refresh.ok": { actions: "sessionRenewed" },
        // §4 "A non-retryable refresh failure removes the session"; §2 SIGNED_OUT → /login.
        "refresh.rejected": { target: "signedOut.login", actions: "atLogin" },
      },
      states: {
        public: {
          on: {
            // §2 the dashboard, with a session.
            "visit.dashboard": { target: "dashboard", actions: "atDashboardPage" },
            // §2 "/login and /signup redirect to /dashboard when a session exists".
            "visit.login": { target: "dashboard", actions: "atDashboardHome" },
            "visit.signup": { target: "dashboard", actions: "atDashboardHome" },
          },
        },
        dashboard: {
          on: {
            // §2 public routes stay open when signed in.
            "visit.public": { target: "public", actions: "atPublicPage" },
            // §2 "/login and /signup redirect to /dashboard when a session exists".
            "visit.login": { target: "dashboard", actions: "atDashboardHome" },
            "visit.signup": { target: "dashboard", actions: "atDashboardHome" },
            // §2 another dashboard page, with a session.
            "visit.dashboard": {
              guard: "awayFromDashboardPage",
              target: "dashboard",
              actions: "atDashboardPage",
            },
          },
        },
      },
    },
  },
});

export type VisitorSnapshot = SnapshotFrom<typeof visitorModel>;

/** Every event the model knows: the graph explores those the current state handles. */
export const visitorEvents: ReadonlyArray<VisitorEvent> = [
  { type: "open.public" },
  { type: "open.dashboardStored" },
  { type: "visit.public" },
  { type: "visit.login" },
  { type: "visit.signup" },
  { type: "visit.dashboard" },
  { type: "signIn.submit" },
  { type: "answer.session" },
  { type: "answer.factor" },
  { type: "answer.wrongPassword" },
  { type: "signUp.submit" },
  { type: "code.submit" },
  { type: "otherAccount" },
  { type: "menu.logout" },
  { type: "otherTab.signsOut" },
  { type: "refresh.ok" },
  { type: "refresh.rejected" },
];

/** What the app must show in a state of the model. */
export interface VisitorView {
  readonly url: string;
  /** The page's main heading; null while the full-height spinner stands in for the page. */
  readonly heading: string | null;
  /** The full-height spinner (SPEC §2, while auth loads). */
  readonly spinner: boolean;
  /** The nav's user button, labelled with the e-mail before the @; else Login and Get Started. */
  readonly userButton: boolean;
  /** The Sign in button says "Signing in…" while the request runs. */
  readonly signingIn: boolean;
  /** The wrong-password message beside the form. */
  readonly wrongPassword: boolean;
  /** The transport calls the app is waiting on (the scripted ones are answered at once). */
  readonly pending: ReadonlyArray<string>;
}

export const USER_LABEL = "ada.lovelace";

const headings: Record<string, string> = {
  [PUBLIC_PAGE]: "About Corkboard",
  [SIGNUP]: "Create your account",
  [DASHBOARD_HOME]: `Hello, ${USER_LABEL}`,
  [DASHBOARD_PAGE]: "Preferences",
  [SETUP_WELCOME]: "Setup",
};

function headingAt(url: string): string {
  const heading = headings[url] ?? (url.startsWith(LOGIN) ? "Sign in" : undefined);
  if (heading === undefined) throw new Error(`The model has no heading for ${url}`);
  return heading;
}

export function expectedView(snapshot: VisitorSnapshot): VisitorView {
  const { url } = snapshot.context;
  const base = {
    url,
    heading: snapshot.matches("closed") ? null : headingAt(url),
    spinner: false,
    userButton: false,
    signingIn: false,
    wrongPassword: false,
    pending: [],
  } satisfies VisitorView;
  if (snapshot.matches("loading")) {
    // Before auth has loaded, the nav reads the stored session: signed in.
    return { ...base, heading: null, spinner: true, userButton: true, pending: ["refresh"] };
  }
  if (snapshot.matches("signingIn"))
    return { ...base, signingIn: true, pending: ["signInWithPassword"] };
  if (snapshot.matches({ signedOut: { login: "rejected" } }))
    return { ...base, wrongPassword: true };
  if (snapshot.matches({ mfa: "login" })) return { ...base, heading: "Enter your code" };
  if (snapshot.matches("signedIn")) return { ...base, userButton: true };
  return base;
}
