import { createContext, useContext } from 'react';

/**
 * Whether a panel is shown inside a record workspace (RecordWorkspace), whose header already offers
 * what the panel would otherwise show at its top (an order's transition buttons): panels read it to
 * leave those out rather than show them twice.
 */
export const InWorkspace = createContext(false);

export const useInWorkspace = () => useContext(InWorkspace);
