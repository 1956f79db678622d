export { Alert, type AlertProps, type AlertTone } from './Alert';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Card, CardTitle, type CardProps } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Container, type ContainerProps } from './Container';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { Field, Input, Label, Select, Textarea, type FieldProps, type InputProps, type SelectProps } from './Field';
export { FormGrid, type FormGridProps } from './FormGrid';
export * from './icons';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { PageHero, type PageHeroProps } from './PageHero';
export { PasswordInput } from './PasswordInput';
export { HASH_SCROLL_DELAY_MS, noScroll, ScrollManager, scrollToTop } from './ScrollManager';
export { SkipLink } from './SkipLink';
export { LoadingState, Spinner, type LoadingStateProps, type SpinnerProps } from './Spinner';
export { toast, Toaster } from './Toaster';
export { DEFAULT_DESCRIPTION, DEFAULT_TITLE, formatTitle, usePageMeta, type PageMeta } from './usePageMeta';
export { VisuallyHidden } from './VisuallyHidden';
export { Pagination, type PaginationProps } from './Pagination';
export { pageWindow } from './pageWindow';
export { Dialog, type DialogProps } from './Dialog';
export { Breadcrumbs, type Crumb } from './Breadcrumbs';
export { PageSection } from './PageSection';
export { formatDate, formatDateTime, formatLongDate, formatRelative } from './format';
export { formatEuros, monthlyPriceLabel, yearlyPriceLabel } from './euros';
export { PlanUpsell, type PlanUpsellOffer } from './PlanUpsell';
export { SectionStack, StackNote, StackSection, StackSectionTitle } from './SectionStack';
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { htmlToText, RICH_TEXT_HINT, textToHtml } from './richText';
export { RichTextContent, type RichTextContentProps } from './RichTextContent';
export { daysLabel, excerpt, htmlExcerpt, htmlToPlainText, proposalCountLabel } from './text';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { slidingWindow } from './slidingWindow';
export { FilterBar, FilterControl, FilterSelect, SearchBox, type FilterOption, type FilterSelectProps } from './FilterBar';
export { SkeletonBlock, StatCard, StatGrid, type StatCardProps, type StatTone } from './StatCard';
export { MetaList } from './MetaList';
export { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from './useDebouncedSearch';
export {
  anyText,
  oneOf,
  readUrlFilters,
  urlFilterParams,
  urlFilterSearch,
  type UrlFilters,
  type UrlFilterSchema,
  type UrlParam,
} from './urlFilters';
export { useUrlFilters } from './useUrlFilters';
export { TagList, type TagListProps } from './TagList';
export { BackLink } from './BackLink';
export { CardGrid } from './CardGrid';
export { focusLater, WarningText } from './WarningText';
export { CardHead, CardHeadTitle } from './CardHead';
export { DetailList } from './DetailList';
export { resultSummary } from './resultSummary';
