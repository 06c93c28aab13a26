import { lazy } from 'react';

/** The feature's public face: other features and the app shell import from here only. */
export { createKeyword, deleteWorkspace, fetchAllWorkspaces, fetchSuggestedWorkspaces } from './api';
export { ChannelAccessNotice } from './components/ChannelAccessNotice';
export { ChannelBanner } from './components/ChannelBanner';
export { ChannelGrid } from './components/ChannelGrid';
export { ChannelLogo } from './components/ChannelLogo';
export { ChannelSwitcher } from './components/ChannelSwitcher';
export { SetupChecklist } from './components/SetupChecklist';
export { CurrentChannelButton } from './components/CurrentChannelButton';
export { CurrentWorkspaceGate } from './components/CurrentWorkspaceGate';
export { DashboardStats } from './components/DashboardStats';
export { DashboardTiles } from './components/DashboardTiles';
export { PrivacyBadge } from './components/PrivacyBadge';
export { PublishReminder } from './components/PublishReminder';
export { useCurrentWorkspace } from './hooks/useCurrentWorkspace';
export { useKeywordLabel } from './hooks/useKeywordLabel';
export { keywordsQuery, useKeywords, useSetKeywordCategory } from './hooks/useKeywords';
export { useWorkspaceLanguageOptions } from './hooks/useWorkspaceLanguageOptions';
export { useQueryParam, useQueryParams } from './hooks/useQueryParam';
export { useWorkspace, workspaceQuery } from './hooks/useWorkspace';
export { planOptions, useWorkspacePlans } from './hooks/useWorkspacePlans';
export { workspaceKeys } from './hooks/workspaceKeys';
export { PUBLISH_OPTIONS } from './lib/channelEditForm';
export { CHANNEL_SECTIONS, DASHBOARD_TILES, FAQ_ITEMS, type ChannelSection } from './lib/channelSections';
export { SETUP_STEPS } from './lib/setupChecklist';
export { imageFileProblem, readAsDataUrl } from './lib/imageFile';

// Pages load on demand: each route's code arrives when the route is first opened.
export const BrowseChannelsPage = lazy(() =>
  import('./pages/BrowseChannelsPage').then((module) => ({ default: module.BrowseChannelsPage })),
);
export const CategoryPage = lazy(() => import('./pages/CategoryPage').then((module) => ({ default: module.CategoryPage })));
export const CreateChannelPage = lazy(() => import('./pages/CreateChannelPage').then((module) => ({ default: module.CreateChannelPage })));
export const EditChannelPage = lazy(() => import('./pages/EditChannelPage').then((module) => ({ default: module.EditChannelPage })));
export const JoinPage = lazy(() => import('./pages/JoinPage').then((module) => ({ default: module.JoinPage })));
