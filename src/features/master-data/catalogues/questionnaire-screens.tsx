/**
 * The screens of question categories, questions and options (master/questioncategory/...): built in
 * issue 24's questionnaire work, exported here for the route table.
 */
export {};
