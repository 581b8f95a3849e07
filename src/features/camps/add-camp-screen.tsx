/** Placeholder: the camps issue builds this screen. */
export const AddCampScreen = () => <h1>Add Camp</h1>;
