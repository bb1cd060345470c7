// The only barrel of @bloomkeep/ui.

// Themes and tokens
export { visuallyHidden } from './css/visuallyHidden.css';
export { vars } from './themes/contract.css';
export { cssVariableName } from './themes/cssVariableName';
export { createTheme, type CustomTheme, type ThemeOverrides } from './themes/createTheme';
export { themeClass } from './themes/themeClass';
export { themeForHost } from './themes/themeForHost';
export { themeNames, themeTokens, type ThemeName, type ThemeTokens } from './tokens/themeTokens';
export { runtimeTokens, hexToRgba, type Rgba, type RuntimeTokens } from './tokens/runtimeTokens';
export { breakpoints, mediaQuery, type Breakpoint } from './css/breakpoints';

// Domain wording
export { thingCategories, thingCategoryLabel, type ThingCategory } from './domain/thingCategory';
export { indicatorLevels, indicatorLevelLabel, type IndicatorLevel } from './domain/indicatorLevel';
export { formatDate } from './domain/formatDate';

// Components
export {
  ThemeProvider,
  useTheme,
  type ThemeProviderProps,
} from './components/ThemeProvider/ThemeProvider';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
} from './components/Button/Button';
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingTone,
} from './components/Heading/Heading';
export { Card, type CardPadding, type CardProps, type CardTone } from './components/Card/Card';
export {
  ThingCard,
  ThingThumbnail,
  type ThingCardProps,
  type ThingLastAction,
} from './components/ThingCard/ThingCard';

// Domain wording and helpers
export { actionTypeLabel, actionTypePastTense, type ActionType } from './domain/actionType';
export { badgeTypeLabel, type BadgeType } from './domain/badgeType';
export { timeAgo, isoDateTime } from './domain/timeAgo';
export { RenderTimeProvider, useMountTime, useRenderTime } from './domain/renderTime';
export { categoryIcon, actionTypeIcon, badgeTypeIcon } from './domain/icons';
export {
  batteryLevel,
  batteryLevelLabel,
  batteryPercentFromVolts,
  formatNumber,
  phRegion,
  phRegionLabel,
  signalBars,
  signalQuality,
  signalQualityLabel,
  type BatteryLevel,
  type PhRegion,
  type SignalQuality,
} from './domain/readings';

// Domain components
export {
  CategoryIcon,
  type CategoryIconProps,
  type IconSize,
} from './components/CategoryIcon/CategoryIcon';
export {
  ActionTypeIcon,
  type ActionTypeIconProps,
} from './components/ActionTypeIcon/ActionTypeIcon';
export {
  IndicatorLabel,
  type IndicatorLabelProps,
} from './components/IndicatorLabel/IndicatorLabel';
export {
  IndicatorScale,
  indicatorLevelMeaning,
  type IndicatorScaleProps,
} from './components/IndicatorScale/IndicatorScale';
export { PhScale, type PhScaleProps } from './components/PhScale/PhScale';
export {
  HydrationGauge,
  hydrationBandLabel,
  hydrationBandLevel,
  type HydrationBand,
  type HydrationGaugeProps,
} from './components/HydrationGauge/HydrationGauge';
export {
  BatteryIndicator,
  type BatteryIndicatorProps,
} from './components/BatteryIndicator/BatteryIndicator';
export {
  SignalIndicator,
  type SignalIndicatorProps,
} from './components/SignalIndicator/SignalIndicator';
export {
  BadgeCard,
  badgeLevelName,
  type BadgeCardProps,
  type BadgeProgress,
} from './components/BadgeCard/BadgeCard';
export { BadgeList, type BadgeGroup, type BadgeListProps } from './components/BadgeList/BadgeList';
export { ScrollCue, hiddenEdges, type ScrollCueProps } from './components/ScrollCue/ScrollCue';
export { ThingTile, type ThingTileProps } from './components/ThingTile/ThingTile';
export {
  DeviceCard,
  deviceModelName,
  type DeviceCardProps,
  type DeviceReadings,
} from './components/DeviceCard/DeviceCard';
export { DeviceHealth, type DeviceHealthProps } from './components/DeviceHealth/DeviceHealth';
export {
  ChatThread,
  type ChatMessageStatus,
  type ChatThreadMessage,
  type ChatThreadProps,
  type ChatThreadSource,
  type ChatThreadSuggestion,
} from './components/ChatThread/ChatThread';
export {
  ActionTimeline,
  type ActionTimelineProps,
  type TimelineAction,
} from './components/ActionTimeline/ActionTimeline';
export { StatTile, type StatTileProps, type StatTileTone } from './components/StatTile/StatTile';
export {
  SensorChart,
  type SensorChartProps,
  type SensorChartRange,
  type SensorPoint,
  type SensorQuantity,
} from './components/SensorChart/SensorChart';
export {
  formatReading,
  readoutText,
  sensorChartWindow,
  sensorQuantities,
} from './components/SensorChart/sensorChartData';

// Layout
export {
  Stack,
  type StackProps,
  type StackAlign,
  type LayoutSpace,
} from './components/Stack/Stack';
export {
  Inline,
  type InlineProps,
  type InlineAlign,
  type InlineAlignY,
} from './components/Inline/Inline';
export { Grid, type GridProps, type GridColumns } from './components/Grid/Grid';
export { Section, type SectionProps } from './components/Section/Section';
export {
  PageHeader,
  type PageHeaderProps,
  type PageHeaderBreadcrumb,
} from './components/PageHeader/PageHeader';
export {
  AppShell,
  type AppShellProps,
  type AppShellNavItem,
  type AppShellUser,
} from './components/AppShell/AppShell';
export { Carousel, type CarouselProps, type CarouselItem } from './components/Carousel/Carousel';
export {
  GuidedTour,
  findTourTarget,
  type GuidedTourProps,
  type GuidedTourStep,
} from './components/GuidedTour/GuidedTour';

// Primitives and feedback
export { Switch, type SwitchProps } from './components/Switch/Switch';
export { Avatar, type AvatarProps, type AvatarSize } from './components/Avatar/Avatar';
export { Tag, type TagProps, type TagTone } from './components/Tag/Tag';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/Spinner/Spinner';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './components/Skeleton/Skeleton';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/ErrorState/ErrorState';
export { Link, type LinkProps, type LinkTone } from './components/Link/Link';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonTone,
} from './components/IconButton/IconButton';
export { Image, type ImageProps } from './components/Image/Image';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';

// Forms
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export {
  PasswordField,
  passphraseRules,
  type PasswordFieldProps,
} from './components/PasswordField/PasswordField';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField';
export { Select, type SelectItem, type SelectProps } from './components/Select/Select';
export { ComboBox, type ComboBoxProps } from './components/ComboBox/ComboBox';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
} from './components/RadioGroup/RadioGroup';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField';
export { Form, type FormProps } from './components/Form/Form';

// Overlays
export { Menu, type MenuItemSpec, type MenuProps } from './components/Menu/Menu';
export {
  Popover,
  usePortalThemeClass,
  type PopoverPlacement,
  type PopoverProps,
} from './components/Popover/Popover';
export {
  Dialog,
  type DialogContent,
  type DialogProps,
  type DialogSize,
} from './components/Dialog/Dialog';
export {
  AlertDialog,
  type AlertDialogProps,
  type AlertDialogTone,
} from './components/AlertDialog/AlertDialog';
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs/Tabs';
export {
  Disclosure,
  type DisclosureProps,
  type DisclosureSize,
} from './components/Disclosure/Disclosure';

// Collections
export {
  Table,
  type Selection as TableSelection,
  type SortDescriptor,
  type TableColumn,
  type TableProps,
} from './components/Table/Table';
export { GridList, type GridListLayout, type GridListProps } from './components/GridList/GridList';
export { ListView, type ListViewLayout, type ListViewProps } from './components/ListView/ListView';
export { LoadMore, type LoadMoreProps } from './components/LoadMore/LoadMore';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination';

// Notifications
export {
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './components/Toast/Toast';

// Maps: the data a map draws and the page's map configuration, which import no map engine.
// The map components themselves (ThingMap, LocationMap, LocationPicker, MapLayerPanel,
// MapPointCard) and the offline style are in `@bloomkeep/ui/map` (src/map/index.ts), so this
// entry never imports maplibre-gl or deck.gl and installs and bundles without them.
export { configureMaps, type MapsConfiguration } from './map/configureMaps';
export {
  type MapBaseLayer,
  type MapBaseLayerId,
  type MapBounds,
  type MapClusterData,
  type MapLineData,
  type MapPoint,
  type MapPointData,
  type MapPointKind,
  type MapPolygonData,
  type MapPolygonTone,
  type MapViewport,
  type MapViewportChange,
} from './map/mapData';
export {
  mapClusterFromWire,
  mapPointFromWire,
  type MapWireCluster,
  type MapWireLinks,
  type MapWirePoint,
} from './map/wire';
export {
  mapOverlays,
  mapOverlayGroupLabel,
  type MapOverlayGroup,
  type MapOverlayId,
  type MapOverlayOption,
} from './map/mapOverlays';
