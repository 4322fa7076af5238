export const performanceKeys = {
  answers: (studentId: string, firstWeeks: number) =>
    ['performance', 'answers', studentId, firstWeeks] as const,
  currentStats: (studentId: string) => ['performance', 'current-stats', studentId] as const,
  trend: (studentId: string) => ['performance', 'trend', studentId] as const,
  trendAnswers: (studentId: string, since: string) =>
    ['performance', 'trend-answers', studentId, since] as const,
  mixes: (studentId: string) => ['performance', 'mixes', studentId] as const,
  parentStudents: ['performance', 'parent-students'] as const,
};
