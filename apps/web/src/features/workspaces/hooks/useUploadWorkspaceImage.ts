import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWorkspaceImage, type WorkspaceImageKind } from '../api';
import { readAsDataUrl } from '../lib/imageFile';
import { workspaceKeys } from './workspaceKeys';

/** Logo and banner are saved on their own, as soon as a file is picked (spec §7: update logo and banner). */
export function useUploadWorkspaceImage(id: string, kind: WorkspaceImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      uploadWorkspaceImage(id, kind, { base64: await readAsDataUrl(file), name: file.name, filetype: file.type }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}
