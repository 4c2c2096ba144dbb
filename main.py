"""python main.py opens the Knight's Tour window."""

from knighttour.gui.app import main

if __name__ == "__main__":
    main()
