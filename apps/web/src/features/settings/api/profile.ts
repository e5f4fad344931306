import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_PICTURE_FIELD, UserSchema, type UpdateUserRequest, type User } from '@taka/contracts';
import { userQuery } from '@/shared/api/current-user';
import { apiRequest } from '@/shared/api/http-client';

function useProfileChange<T>(change: (value: T) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // the shell's avatar and name read this query: every change answers it anew
    onSuccess: (user) => queryClient.setQueryData(userQuery.queryKey, user),
  });
}

export const useUploadProfilePicture = () =>
  useProfileChange((file: File) => {
    const form = new FormData();
    form.append(PROFILE_PICTURE_FIELD, file);
    return apiRequest('/api/settings/profile-picture', { method: 'PUT', body: form, schema: UserSchema });
  });

export const useRemoveProfilePicture = () =>
  useProfileChange(() =>
    apiRequest('/api/settings/profile-picture', { method: 'DELETE', schema: UserSchema }),
  );

export const useUpdateNickname = () =>
  useProfileChange((body: UpdateUserRequest) =>
    apiRequest('/api/common/user', { method: 'PATCH', body, schema: UserSchema }),
  );
