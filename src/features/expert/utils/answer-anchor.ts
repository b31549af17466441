/** The element id of an answer's card: where focus goes once the answer is saved or decided. */
export const answerCardId = (answerId: string) => `answer-${answerId}`;
