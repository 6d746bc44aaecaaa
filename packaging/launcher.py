"""The frozen app's entry point: PyInstaller needs a script, the installed app uses the
`cardavia` gui-script, and both run the same main()."""

import sys

from cardavia_qt.app import main

if __name__ == "__main__":
    sys.exit(main())
