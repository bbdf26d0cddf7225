import { createContext, useContext } from 'react';

export type ProfileTarget = { _id: string; name: string };

export type ProfileOpener = {
  open: (student: ProfileTarget) => void;
  /** Starts the dialog's download and the student's request, when the eye icon is pointed at or focused. */
  preload: (student: ProfileTarget) => void;
};

/**
 * Opens the student profile dialog for a student (the eye icon beside a name). The dashboard composes the dialog from
 * its own feature; the tables only ask for it, so no prop runs through every table and section.
 */
export const OpenProfileContext = createContext<ProfileOpener | null>(null);

export const useOpenProfile = () => useContext(OpenProfileContext);
