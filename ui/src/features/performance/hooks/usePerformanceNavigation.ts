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

type SetSearch = ReturnType<typeof useSearchParams>[1];

/**
 * The tab and filters kept in the query string after `leading` pairs
 * (such as the chosen student), for pages with a single route.
 */
function searchNavigation(
  search: URLSearchParams,
  setSearch: SetSearch,
  leading: [string, string][],
): PerformanceNavigation {
  const tab = tabFrom(search.get('tab'));
  const filters = filtersFromSearch(search);

  function go(nextTab: PerformanceTab, next: AnswerFilters, replace = false) {
    setSearch([...leading, ['tab', nextTab], ...searchFromFilters(next)], { replace });
  }

  return {
    tab,
    filters,
    changeTab: (next) => go(next, filters),
    changeFilters: (next) => go(tab, next, true),
    openAnswers: (next) => go('answers', next),
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
  const navigationFor = (id: string) => searchNavigation(search, setSearch, [['student', id]]);
  const navigation = navigationFor(studentId);
  return {
    studentId,
    changeStudent: (id: string) => navigationFor(id).changeTab(navigation.tab),
    navigation,
  };
}

/** The tutor's review of one student: the student is in the path, the tab in the query string. */
export function useReviewPerformanceNavigation(): PerformanceNavigation {
  const [search, setSearch] = useSearchParams();
  return searchNavigation(search, setSearch, []);
}
