import { Route, Switch } from 'wouter';

/** Placeholder route table; the shell issue replaces it with the role-based route sets. */
export const AppRoutes = () => (
  <Switch>
    <Route path="/">
      <main>
        <h1>Sign In</h1>
      </main>
    </Route>
  </Switch>
);
