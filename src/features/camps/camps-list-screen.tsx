/** Placeholder: the camps issue builds this screen. */
export const CampsListScreen = () => <h1>Camps</h1>;
