import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { type AnswerFilters, filtersFromSearch, searchFromFilters } from '../rules/answerFilters';
import { type PerformanceTab, studentPerformancePath, tabFrom } from '../paths';

/**
 * Which tab shows and how Answers is filtered, kept in the address so a
 * link opens the same view and Back returns to the previous one.
 */
export interface PerformanceNavigation {
  tab: PerformanceTab;
  filters: AnswerFilters;
  changeTab(tab: PerformanceTab): void;
  /** Replaces the filters without adding a history entry per click. */
  changeFilters(filters: AnswerFilters): void;
  /** Opens Answers filtered, e.g. from a click on the Trend tab. */
  openAnswers(filters: AnswerFilters): void;
}

/** /student/performance/:tab with the filters in the query string. */
export function useStudentPerformanceNavigation(): PerformanceNavigation {
  const { tab } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromSearch(search);
  return {
    tab: tabFrom(tab),
    filters,
    changeTab: (next) => navigate({ pathname: studentPerformancePath(next), search: `?${search}` }),
    changeFilters: (next) => setSearch(searchFromFilters(next), { replace: true }),
    openAnswers: (next) =>
      navigate({
        pathname: studentPerformancePath('answers'),
        search: `?${new URLSearchParams(searchFromFilters(next))}`,
      }),
  };
}

/**
 * /parent/student_performance has one route, so the chosen student and
 * the tab sit in the query string beside the filters. Until one of
 * `studentIds` is chosen, the first is shown.
 */
export function useParentPerformanceNavigation(studentIds: string[]) {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('student');
  const studentId = studentIds.find((id) => id === requested) ?? studentIds[0] ?? '';
  const tab = tabFrom(search.get('tab'));
  const filters = filtersFromSearch(search);

  function go(student: string, nextTab: PerformanceTab, next: AnswerFilters, replace = false) {
    const pairs: [string, string][] = [
      ['student', student],
      ['tab', nextTab],
    ];
    setSearch([...pairs, ...searchFromFilters(next)], { replace });
  }

  const navigation: PerformanceNavigation = {
    tab,
    filters,
    changeTab: (next) => go(studentId, next, filters),
    changeFilters: (next) => go(studentId, tab, next, true),
    openAnswers: (next) => go(studentId, 'answers', next),
  };
  return { studentId, changeStudent: (id: string) => go(id, tab, filters), navigation };
}
