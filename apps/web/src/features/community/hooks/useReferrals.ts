import { useQuery } from '@tanstack/react-query';
import { fetchMyInvites, fetchReferralRanking } from '../api';
import { eventKeys } from './eventKeys';

export const useMyInvites = () => useQuery({ queryKey: eventKeys.invites(), queryFn: fetchMyInvites });
export const useReferralRanking = () => useQuery({ queryKey: eventKeys.ranking(), queryFn: fetchReferralRanking });
