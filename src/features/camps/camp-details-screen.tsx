/** Placeholder: the camps issue builds this screen. */
export const CampDetailsScreen = () => <h1>Camp Details</h1>;
